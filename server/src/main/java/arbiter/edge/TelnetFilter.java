package arbiter.edge;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.util.ByteProcessor;

/**
 * Discards telnet commands (IAC sequences: option negotiation, subnegotiation, the two-byte
 * commands) and passes the data bytes on, with the telnet end of line CR NUL (sent by some clients
 * for Enter) turned into CR LF. Stateful across reads: one instance per connection.
 *
 * <p>A client that negotiates is a real telnet client: the server offers to echo (WILL ECHO, WILL
 * SUPPRESS-GO-AHEAD, as telnetd does for a login). A client that agrees (DO ECHO) stops echoing
 * its keys itself, and the server echoes them, except a password: the third word of a {@code
 * register}, {@code login} or {@code remove} line is not shown. Plain {@code nc} never negotiates
 * and never gets a telnet byte.
 *
 * <p>The ICS port's filter ({@code serverEchoes} false) only takes the telnet commands out, as
 * FICS does: its login turns the client's echo off for the password line alone (IAC WILL ECHO,
 * then WONT ECHO), and a client that agrees must then be echoed nothing, or the password shows.
 */
public final class TelnetFilter extends ChannelInboundHandlerAdapter {

  private static final int IAC = 255;
  private static final int SB = 250;
  private static final int SE = 240;
  private static final int WILL = 251;
  private static final int DO = 253;
  private static final int DONT = 254;
  private static final int ECHO = 1;
  private static final int SUPPRESS_GO_AHEAD = 3;
  private static final int BACKSPACE = 8;
  private static final int DELETE = 127;
  private static final byte[] OFFER = {
    (byte) IAC, (byte) WILL, ECHO, (byte) IAC, (byte) WILL, SUPPRESS_GO_AHEAD
  };
  private static final byte[] RUB_OUT = {BACKSPACE, ' ', BACKSPACE};
  private static final int CR = '\r';
  private static final int LF = '\n';
  private static final int NUL = 0;
  /** Stops at a byte the filter may have to take out or change. */
  private static final ByteProcessor PLAIN = b -> b != (byte) IAC && b != NUL;

  private enum State {
    DATA,
    COMMAND,
    OPTION,
    SUBNEGOTIATION,
    SUBNEGOTIATION_IAC
  }

  /**
   * The longest subnegotiation kept waiting for its IAC SE: the options clients send (window
   * size, terminal type) are a few bytes; past this, the bytes are data again.
   */
  private static final int MAX_SUBNEGOTIATION = 64;

  private State state = State.DATA;
  /** Bytes of the subnegotiation so far. */
  private int subnegotiated;
  /** The last byte seen in a subnegotiation. */
  private int lastInSubnegotiation;
  /** Whether the last data byte passed on was CR. */
  private boolean afterCr;
  /** The verb (WILL .. DONT) of the option command being read. */
  private int verb;
  /** Whether the client has sent a telnet command: it is a telnet client. */
  private boolean negotiated;
  /** Whether the server has offered to echo; once per connection. */
  private boolean offered;
  /** Whether the client agreed that the server echoes its keys. */
  private boolean echoing;
  /** The line typed so far, as the echo shows it (bytes as chars), to hide its password. */
  private final StringBuilder typed = new StringBuilder();
  /** Whether the server may offer to echo and echo (the text port), or never does (ICS). */
  private final boolean serverEchoes;

  /** The text port's filter: it offers to echo a telnet client's keys. */
  public TelnetFilter() {
    this(true);
  }

  /** A filter that echoes a telnet client's keys if it agrees, or never ({@code false}: ICS). */
  public TelnetFilter(boolean serverEchoes) {
    this.serverEchoes = serverEchoes;
  }

  @Override
  public void channelRead(ChannelHandlerContext ctx, Object msg) {
    if (!(msg instanceof ByteBuf in)) {
      ctx.fireChannelRead(msg);
      return;
    }
    if (state == State.DATA && !echoing && in.isReadable() && !afterCr
        && in.forEachByte(PLAIN) < 0) {
      // the usual case: nothing to take out or change in this read
      afterCr = in.getByte(in.writerIndex() - 1) == CR;
      ctx.fireChannelRead(in);
      return;
    }
    ByteBuf out = ctx.alloc().buffer(in.readableBytes());
    ByteBuf echo = ctx.alloc().buffer();
    try {
      while (in.isReadable()) {
        int b = in.readUnsignedByte();
        if (keep(b)) {
          out.writeByte(afterCr && b == NUL ? LF : b);
          if (echoing) {
            echo(b, echo);
          }
          afterCr = b == CR;
        }
      }
    } finally {
      in.release();
    }
    if (negotiated && !offered && serverEchoes) {
      offered = true;
      ctx.writeAndFlush(Unpooled.wrappedBuffer(OFFER), ctx.voidPromise());
    }
    if (echo.isReadable()) {
      ctx.writeAndFlush(echo, ctx.voidPromise());
    } else {
      echo.release();
    }
    if (out.isReadable()) {
      ctx.fireChannelRead(out);
    } else {
      out.release();
    }
  }

  /** Echoes a typed byte as the terminal should show it: a password's characters not at all. */
  private void echo(int b, ByteBuf echo) {
    if (b == CR || b == LF || b == NUL) {
      if (b == CR || (b == LF && !afterCr)) {
        echo.writeByte(CR).writeByte(LF);
      }
      typed.setLength(0);
      return;
    }
    if (b == BACKSPACE || b == DELETE) {
      if (typed.length() > 0) {
        boolean hidden = secret(typed.length() - 1);
        typed.setLength(typed.length() - 1);
        if (!hidden) {
          echo.writeBytes(RUB_OUT);
        }
      }
      return;
    }
    typed.append((char) b);
    if (!secret(typed.length() - 1)) {
      echo.writeByte(b);
    }
  }

  /**
   * Whether the character at {@code index} of the typed line belongs to a password: the third word
   * (or later) of a line whose first word is {@code register}, {@code login} or {@code remove}.
   */
  private boolean secret(int index) {
    String before = typed.substring(0, index).stripLeading();
    String[] words = before.isEmpty() ? new String[0] : before.split(" +");
    if (words.length == 0 || !(words[0].equals("register") || words[0].equals("login")
        || words[0].equals("remove"))) {
      return false;
    }
    boolean inWord = !before.endsWith(" ");
    // a space belongs to the word before it
    int word = typed.charAt(index) == ' ' || inWord ? words.length - 1 : words.length;
    return word >= 2;
  }

  /** Advances the state by one byte; true if the byte is data. */
  private boolean keep(int b) {
    switch (state) {
      case DATA:
        if (b == IAC) {
          state = State.COMMAND;
          return false;
        }
        return true;
      case COMMAND:
        negotiated = true;
        if (b == IAC) {
          state = State.DATA; // an escaped 255 is data
          return true;
        }
        if (b >= WILL && b <= DONT) {
          state = State.OPTION;
          verb = b;
        } else if (b == SB) {
          state = State.SUBNEGOTIATION;
          subnegotiated = 0;
          lastInSubnegotiation = -1;
        } else {
          state = State.DATA; // a two-byte command such as NOP, AYT, IP
        }
        return false;
      case OPTION:
        state = State.DATA;
        if (b == ECHO && (verb == DO || verb == DONT)) {
          echoing = verb == DO && serverEchoes;
          typed.setLength(0);
        }
        return false;
      case SUBNEGOTIATION:
        if (b == IAC) {
          state = State.SUBNEGOTIATION_IAC;
          return false;
        }
        // a subnegotiation never closed must not swallow the rest of the connection: a line end
        // (CR LF, which no option's few bytes hold) or too many bytes end it
        boolean lineEnd = b == LF && lastInSubnegotiation == CR;
        lastInSubnegotiation = b;
        if (lineEnd || ++subnegotiated > MAX_SUBNEGOTIATION) {
          state = State.DATA;
          return lineEnd;
        }
        return false;
      case SUBNEGOTIATION_IAC:
        state = b == SE ? State.DATA : State.SUBNEGOTIATION;
        return false;
      default:
        throw new IllegalStateException(state.name());
    }
  }
}
