package arbiter.edge;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.TooLongFrameException;
import io.netty.util.ByteProcessor;
import java.nio.charset.StandardCharsets;

/**
 * Splits a line port's bytes at LF and decodes each line from UTF-8 straight to its String, the
 * delimiter ({@code \n} or {@code \r\n}) taken off: the work Netty's {@code LineBasedFrameDecoder}
 * (fail fast, delimiter stripped) and {@code StringDecoder} did in two handlers, with a slice and
 * its reference count a line between them, done here in one. A read that ends inside a line keeps
 * the line's bytes until the rest comes.
 *
 * <p>A line longer than {@code maxLength} bytes fires one {@link TooLongFrameException} as soon as
 * it is known to be too long, and its bytes up to its LF are dropped; the next line is read as
 * usual. Invalid UTF-8 becomes U+FFFD, as the string decoder made it. Stateful: one instance per
 * connection.
 */
final class LineDecoder extends ChannelInboundHandlerAdapter {

  private final int maxLength;
  /** The bytes of a line not yet ended, kept between reads; {@code null} when there are none. */
  private ByteBuf partial;
  /** Whether the bytes up to the next LF belong to a line already refused as too long. */
  private boolean discarding;
  /** Whether a line was passed on since the last read completed. */
  private boolean passedOn;

  LineDecoder(int maxLength) {
    this.maxLength = maxLength;
  }

  @Override
  public void channelRead(ChannelHandlerContext ctx, Object msg) {
    if (!(msg instanceof ByteBuf in)) {
      ctx.fireChannelRead(msg);
      return;
    }
    ByteBuf bytes = partial == null ? in : joined(in);
    try {
      split(ctx, bytes);
      if (bytes.isReadable() && !ctx.isRemoved()) {
        keep(ctx, bytes);
      }
    } finally {
      bytes.release();
    }
  }

  /**
   * The kept bytes with the read's after them; the read is released. A read that ends inside a
   * line is rare (a connection reads at least 512 bytes at once: {@link PortBinding}), so its
   * bytes are handled out of the path every line takes, in a buffer of the reads' own kind: the
   * compiled read path meets no new class the first time one comes (docs/PERFORMANCE.md, "The
   * JIT's tail").
   */
  private ByteBuf joined(ByteBuf in) {
    ByteBuf bytes = partial.writeBytes(in);
    partial = null;
    in.release();
    return bytes;
  }

  private void keep(ChannelHandlerContext ctx, ByteBuf bytes) {
    partial = ctx.alloc().buffer(Math.max(bytes.readableBytes() * 2, 64)).writeBytes(bytes);
  }

  /** Passes on each whole line of {@code bytes}, leaving the bytes of an unfinished one. */
  private void split(ChannelHandlerContext ctx, ByteBuf bytes) {
    int lf;
    while ((lf = bytes.forEachByte(ByteProcessor.FIND_LF)) >= 0) {
      int start = bytes.readerIndex();
      int end = lf > start && bytes.getByte(lf - 1) == '\r' ? lf - 1 : lf;
      bytes.readerIndex(lf + 1);
      if (discarding) {
        discarding = false; // the end of a line already refused
      } else if (end - start > maxLength) {
        tooLong(ctx, end - start);
      } else {
        passedOn = true;
        ctx.fireChannelRead(bytes.toString(start, end - start, StandardCharsets.UTF_8));
      }
      if (ctx.isRemoved()) {
        return; // the pipeline was torn down by a line: nothing is left to read the rest
      }
    }
    if (!discarding && bytes.readableBytes() > maxLength) {
      discarding = true;
      tooLong(ctx, bytes.readableBytes());
    }
    if (discarding) {
      bytes.skipBytes(bytes.readableBytes());
    }
  }

  private void tooLong(ChannelHandlerContext ctx, int length) {
    ctx.fireExceptionCaught(new TooLongFrameException(
        "frame length (" + length + ") exceeds the allowed maximum (" + maxLength + ')'));
  }

  @Override
  public void channelReadComplete(ChannelHandlerContext ctx) {
    // reading paused by the line handler must not stall on a read that held no whole line
    if (!passedOn && !ctx.channel().config().isAutoRead()) {
      ctx.read();
    }
    passedOn = false;
    ctx.fireChannelReadComplete();
  }

  @Override
  public void channelInactive(ChannelHandlerContext ctx) {
    release(); // an unfinished last line is not a line
    ctx.fireChannelInactive();
  }

  @Override
  public void handlerRemoved(ChannelHandlerContext ctx) {
    release();
  }

  private void release() {
    if (partial != null) {
      partial.release();
      partial = null;
    }
  }
}
