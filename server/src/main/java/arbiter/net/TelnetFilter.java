package arbiter.net;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.util.ByteProcessor;

/**
 * Discards telnet commands (IAC sequences: option negotiation, subnegotiation, the two-byte
 * commands) and passes the data bytes on, with the telnet end of line CR NUL (sent by some clients
 * for Enter) turned into CR LF. Stateful across reads: one instance per connection.
 */
final class TelnetFilter extends ChannelInboundHandlerAdapter {

  private static final int IAC = 255;
  private static final int SB = 250;
  private static final int SE = 240;
  private static final int WILL = 251;
  private static final int DONT = 254;
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

  @Override
  public void channelRead(ChannelHandlerContext ctx, Object msg) {
    if (!(msg instanceof ByteBuf in)) {
      ctx.fireChannelRead(msg);
      return;
    }
    if (state == State.DATA && in.isReadable() && !afterCr && in.forEachByte(PLAIN) < 0) {
      // the usual case: nothing to take out or change in this read
      afterCr = in.getByte(in.writerIndex() - 1) == CR;
      ctx.fireChannelRead(in);
      return;
    }
    ByteBuf out = ctx.alloc().buffer(in.readableBytes());
    try {
      while (in.isReadable()) {
        int b = in.readUnsignedByte();
        if (keep(b)) {
          out.writeByte(afterCr && b == NUL ? LF : b);
          afterCr = b == CR;
        }
      }
    } finally {
      in.release();
    }
    if (out.isReadable()) {
      ctx.fireChannelRead(out);
    } else {
      out.release();
    }
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
        if (b == IAC) {
          state = State.DATA; // an escaped 255 is data
          return true;
        }
        if (b >= WILL && b <= DONT) {
          state = State.OPTION;
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
