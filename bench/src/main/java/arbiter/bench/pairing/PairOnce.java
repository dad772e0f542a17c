package arbiter.bench.pairing;

import arbiter.tournament.TrfRound;
import arbiter.tournament.trf.TrfFile;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Pairs one round of a report file in a JVM of its own (so that its peak memory is the pairing's)
 * and prints one line: {@code cpu SECONDS heap MB pairs BOARDS}, the boards as {@code trf check}
 * writes them. Run by {@link PairingBench}.
 */
public final class PairOnce {

  private PairOnce() {}

  public static void main(String[] args) throws Exception {
    TrfFile file = TrfFile.parse(Files.readString(Path.of(args[0]), StandardCharsets.ISO_8859_1));
    int round = Integer.parseInt(args[1]);
    var threads = ManagementFactory.getThreadMXBean();
    long cpu = threads.getCurrentThreadCpuTime();
    String boards = TrfRound.pair(file, round).map(TrfRound::describe).orElse("none");
    cpu = threads.getCurrentThreadCpuTime() - cpu;
    long heap = 0; // the peak of every heap pool since the JVM started: the pairing's high water
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP && pool.getPeakUsage() != null) {
        heap += pool.getPeakUsage().getUsed();
      }
    }
    System.out.printf("cpu %.3f heap %d pairs %s%n", cpu / 1e9, heap >> 20, boards);
  }
}
