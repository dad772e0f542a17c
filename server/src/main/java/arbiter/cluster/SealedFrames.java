package arbiter.cluster;

import java.util.function.UnaryOperator;

/**
 * The frames that carry a payload ({@link Frame.Data}, {@link Frame.Query}, {@link Frame.Reply})
 * with their payload's bytes sealed or opened ({@link Seal}); every other frame as it is.
 */
public final class SealedFrames {

  private SealedFrames() {}

  /** The bytes of {@code frame}'s payload in its wire form, {@code null} for a frame without. */
  public static byte[] bytes(Frame frame) {
    Payload payload = payload(frame);
    if (payload == null) {
      return null;
    }
    return payload instanceof Payload.Written written ? written.wire()
        : WireCodec.encode(payload);
  }

  /** Whether {@code frame}'s payload came sealed. */
  public static boolean sealed(Frame frame) {
    return payload(frame) instanceof Payload.Written written && Seal.sealed(written.wire());
  }

  /**
   * {@code frame} with its payload's bytes turned by {@code change} (sealed or opened); a frame
   * without a payload as it is.
   */
  public static Frame map(Frame frame, UnaryOperator<byte[]> change) {
    byte[] bytes = bytes(frame);
    if (bytes == null) {
      return frame;
    }
    return ((Frame.Carrying) frame).carrying(new Payload.Written(change.apply(bytes)));
  }

  /** The edge a frame with a payload names, {@code null} for another frame. */
  public static String edge(Frame frame) {
    return frame instanceof Frame.Carrying carrying ? carrying.edge() : null;
  }

  private static Payload payload(Frame frame) {
    return frame instanceof Frame.Carrying carrying ? carrying.payload() : null;
  }
}
