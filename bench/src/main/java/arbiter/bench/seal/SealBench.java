package arbiter.bench.seal;

import arbiter.cluster.Frame;
import arbiter.cluster.FrameCodec;
import arbiter.cluster.FrameTags;
import arbiter.cluster.Payload;
import arbiter.cluster.Seal;
import arbiter.cluster.WireCodec;
import arbiter.command.Command;
import java.lang.management.ManagementFactory;
/**
 * What sealing a payload and tagging a message cost ({@link Seal}, {@link FrameTags}), in this
 * thread's CPU per message, beside a frame's own encoding: {@code java -cp
 * server/target/arbiter-server.jar:bench/target/arbiter-bench.jar arbiter.bench.seal.SealBench}.
 */
public final class SealBench {

  private SealBench() {}

  public static void main(String[] args) {
    var bean = ManagementFactory.getThreadMXBean();
    var core = Seal.pair(); var edgePair = Seal.pair();
    Seal edge = Seal.edge(edgePair, Seal.announced(core.getPublic()));
    byte[] ask = WireCodec.encode(new Payload.Ask(new Command.Move("e2e4"), 12));
    Seal atCore = Seal.core(core, Seal.edgeKey(edge.seal(ask)));
    FrameTags tags = FrameTags.of("secret", System::currentTimeMillis);
    FrameTags other = FrameTags.of("secret", System::currentTimeMillis);
    byte[] frame = FrameCodec.encode(new Frame.Data("e1", 3, 7, new Payload.Ask(new Command.Move("e2e4"), 12)));
    System.out.println("payload " + ask.length + " B, sealed " + edge.seal(ask).length + " B; frame " + frame.length + " B, tagged " + tags.tag("arbiter:core", frame).length + " B");
    for (int round = 0; round < 3; round++) {
      int n = 400_000;
      long t = bean.getCurrentThreadCpuTime();
      for (int i = 0; i < n; i++) atCore.open(edge.seal(ask));
      long sealOpen = bean.getCurrentThreadCpuTime() - t;
      t = bean.getCurrentThreadCpuTime();
      for (int i = 0; i < n; i++) other.check("arbiter:core", tags.tag("arbiter:core", frame));
      long tagCheck = bean.getCurrentThreadCpuTime() - t;
      t = bean.getCurrentThreadCpuTime();
      for (int i = 0; i < n; i++) FrameCodec.decodeAll(FrameCodec.encode(new Frame.Data("e1", 3, i, new Payload.Ask(new Command.Move("e2e4"), 12))));
      long codec = bean.getCurrentThreadCpuTime() - t;
      System.out.printf("round %d: seal+open %.2f us, tag+check %.2f us, (for scale: frame encode+decode %.2f us) per message, thread CPU%n",
          round, sealOpen / 1e3 / n, tagCheck / 1e3 / n, codec / 1e3 / n);
    }
  }
}
