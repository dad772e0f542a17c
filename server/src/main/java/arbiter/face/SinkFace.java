package arbiter.face;

import arbiter.session.Face;

/** A face that writes to a {@link LineSink}: the connection's parts every face passes through. */
public abstract class SinkFace implements Face {

  protected final LineSink out;

  protected SinkFace(LineSink out) {
    this.out = out;
  }

  @Override
  public void close() {
    out.close();
  }

  @Override
  public String address() {
    return out.address();
  }

  @Override
  public void loggedIn(boolean loggedIn) {
    out.loggedIn(loggedIn);
  }
}
