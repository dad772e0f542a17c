package arbiter.face.text;

import arbiter.event.DomainEvent;
import arbiter.event.Reply;
import arbiter.face.LineSink;
import arbiter.face.SinkFace;
import io.netty.buffer.ByteBuf;
import java.util.List;

/**
 * The text protocol's face: every event as the lines {@link TextRenderer} gives it, exactly as
 * seed 002 prints them at the console; over the network, {@link NetworkText} adds what helps
 * after them.
 */
public final class TextFace extends SinkFace {

  /** The network's additions, {@code null} at the seed 002 console. */
  private final NetworkText network;

  /** The seed 002 console's face: the seed's lines and nothing else. */
  public TextFace(LineSink out) {
    this(out, null);
  }

  /** A network connection's face, with the additions of {@code network}. */
  public TextFace(LineSink out, NetworkText network) {
    super(out);
    this.network = network;
  }

  @Override
  public void answer(Reply reply) {
    write(network == null ? TextRenderer.lines(reply.events()) : network.answer(reply));
    prompt();
  }

  @Override
  public void speaks(String language) {
    if (network != null) {
      network.speaks(language);
    }
  }

  @Override
  public void push(DomainEvent event) {
    if (network == null) {
      write(TextRenderer.lines(event));
      return;
    }
    ByteBuf bytes = network.pushBytes(event); // shared by the connections shown it alike
    if (bytes != null) {
      out.write(bytes.retainedDuplicate());
    }
  }

  /**
   * Answers a line the face handles itself ({@code help <command>}, {@code set ...}); false when
   * the line is for the session.
   */
  public boolean answerOwn(String line) {
    List<String> lines = network == null ? null : network.own(line);
    if (lines == null) {
      return false;
    }
    write(lines);
    prompt();
    return true;
  }

  /** Writes the banner of a new connection. */
  public void greet() {
    if (network != null) {
      write(network.banner());
    }
  }

  private void prompt() {
    String prompt = network == null ? null : network.prompt();
    if (prompt != null) {
      out.prompt(prompt);
    }
  }

  private void write(List<String> lines) {
    if (!lines.isEmpty()) {
      out.write(lines);
    }
  }
}
