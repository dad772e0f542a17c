package arbiter.edge;

import static arbiter.edge.EdgeChannels.config;
import static org.assertj.core.api.Assertions.assertThat;

import arbiter.event.ClosingReason;
import arbiter.face.LineReader;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelOutboundHandlerAdapter;
import io.netty.channel.ChannelPromise;
import io.netty.channel.WriteBufferWaterMark;
import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.handler.codec.TooLongFrameException;
import io.netty.handler.timeout.IdleStateEvent;
import io.netty.util.ReferenceCountUtil;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The one back-pressure and output-limit path every line port shares. */
class LineHandlerTest {

  private final Reader reader = new Reader();
  private final Stall stall = new Stall();
  private EmbeddedChannel channel;
  private ChannelConnection connection;

  @BeforeEach
  void open() {
    channel = EdgeChannels.connect(stall);
    connection = new ChannelConnection(channel, config("write.buffer.limit", 1000));
    channel.pipeline().addLast(new LineHandler(connection, reader, 120));
  }

  @Test
  void readingPausesWhileSixteenLinesWaitAndResumesWhenFourDo() {
    for (int i = 0; i < LineHandler.PAUSE_AT; i++) {
      channel.writeInbound("line " + i);
    }
    assertThat(channel.config().isAutoRead()).isFalse();
    for (int i = 0; i < LineHandler.PAUSE_AT - LineHandler.RESUME_AT - 1; i++) {
      reader.answers.get(i).complete(null);
    }
    assertThat(channel.config().isAutoRead()).isFalse();
    reader.answers.get(LineHandler.PAUSE_AT - LineHandler.RESUME_AT - 1).complete(null);
    assertThat(channel.config().isAutoRead()).isTrue();
    assertThat(reader.lines).hasSize(LineHandler.PAUSE_AT);
  }

  @Test
  void aClientThatDoesNotReadIsNotReadFrom() {
    channel.config().setWriteBufferWaterMark(new WriteBufferWaterMark(32, 64));
    // queued in the channel, never flushed: as a kernel buffer the client does not empty
    channel.pipeline().context(stall).write(Unpooled.wrappedBuffer(new byte[100]));
    channel.runPendingTasks();
    assertThat(channel.isWritable()).isFalse();
    assertThat(channel.config().isAutoRead()).isFalse();
  }

  @Test
  void outputPastTheLimitClosesTheConnectionAndTheFaceHearsWhy() {
    connection.write(List.of("a".repeat(600)));
    assertThat(channel.isActive()).isTrue();
    connection.send("b".repeat(600)); // the ICS face's way, through the same limit
    channel.runPendingTasks();
    assertThat(channel.isActive()).isFalse();
    assertThat(connection.overflowed()).isTrue();
    assertThat(reader.closed).containsExactly(true);
  }

  @Test
  void oneReplyLargerThanTheLimitStillReachesAReaderWithNothingWaiting() {
    connection.write(List.of("a".repeat(5000)));
    assertThat(channel.isActive()).isTrue();
    assertThat(stall.held).hasSize(1);
  }

  @Test
  void timeIsUpOnIdleAndOnTheLoginDeadline() {
    channel.pipeline().fireUserEventTriggered(ConnectionCap.LOGIN_DEADLINE);
    channel.pipeline().fireUserEventTriggered(IdleStateEvent.READER_IDLE_STATE_EVENT);
    assertThat(reader.timedOut).containsExactly(120L, 0L);
  }

  @Test
  void aLineTooLongGoesToTheFaceAndTheConnectionStays() {
    channel.pipeline().fireExceptionCaught(new TooLongFrameException("too long"));
    assertThat(reader.tooLong).isEqualTo(1);
    assertThat(channel.isActive()).isTrue();
  }

  @Test
  void aClosingNoticeIsSaidBeforeTheConnectionCloses() {
    ClosingNotice.tell(channel, ClosingReason.STOPPING);
    channel.runPendingTasks();
    assertThat(reader.closing).containsExactly(ClosingReason.STOPPING);
    assertThat(stall.held).isEmpty(); // the face is still saying it
    reader.said.complete(null);
    channel.runPendingTasks();
    assertThat(stall.held).hasSize(1); // the close's empty write, which a written client closes

  }

  /** A face that records what it is told and answers each line when the test says. */
  private static final class Reader implements LineReader {
    final List<String> lines = new ArrayList<>();
    final List<CompletableFuture<Void>> answers = new ArrayList<>();
    final List<Long> timedOut = new ArrayList<>();
    final List<Boolean> closed = new ArrayList<>();
    final List<ClosingReason> closing = new ArrayList<>();
    final CompletableFuture<Void> said = new CompletableFuture<>();
    int tooLong;

    @Override
    public CompletableFuture<Void> read(String line) {
      lines.add(line);
      CompletableFuture<Void> answer = new CompletableFuture<>();
      answers.add(answer);
      return answer;
    }

    @Override
    public void lineTooLong() {
      tooLong++;
    }

    @Override
    public void timedOut(long loginDeadlineSeconds) {
      timedOut.add(loginDeadlineSeconds);
    }

    @Override
    public CompletableFuture<Void> closing(ClosingReason reason) {
      closing.add(reason);
      return said;
    }

    @Override
    public void closed(boolean overflowed) {
      closed.add(overflowed);
    }
  }

  /** A client that takes nothing: writes stay queued, their promises open. */
  private static final class Stall extends ChannelOutboundHandlerAdapter {
    final List<Object> held = new ArrayList<>();

    @Override
    public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
      held.add(msg);
    }

    @Override
    public void close(ChannelHandlerContext ctx, ChannelPromise promise) throws Exception {
      held.forEach(ReferenceCountUtil::release);
      held.clear();
      super.close(ctx, promise);
    }
  }
}
