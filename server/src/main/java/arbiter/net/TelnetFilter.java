package arbiter.net;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;

/**
 * Discards telnet commands (IAC sequences: option negotiation, subnegotiation, the two-byte
 * commands) and passes the data bytes on. Stateful across reads: one instance per connection.
 */
final class TelnetFilter extends ChannelInboundHandlerAdapter {

  private static final int IAC = 255;
  private static final int SB = 250;
  private static final int SE = 240;
  private static final int WILL = 251;
  private static final int DONT = 254;

  private enum State {
    DATA,
    COMMAND,
    OPTION,
    SUBNEGOTIATION,
    SUBNEGOTIATION_IAC
  }

  private State state = State.DATA;

  @Override
  public void channelRead(ChannelHandlerContext ctx, Object msg) {
    if (!(msg instanceof ByteBuf in)) {
      ctx.fireChannelRead(msg);
      return;
    }
    if (state == State.DATA && in.indexOf(in.readerIndex(), in.writerIndex(), (byte) IAC) < 0) {
      ctx.fireChannelRead(in); // the usual case: no telnet command in this read
      return;
    }
    ByteBuf out = ctx.alloc().buffer(in.readableBytes());
    try {
      while (in.isReadable()) {
        int b = in.readUnsignedByte();
        if (keep(b)) {
          out.writeByte(b);
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
