package arbiter.bench.load;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The CPU of several processes (a cluster's parts), summed, each also told apart. */
final class ProcessesCpu implements CpuMeter {

  private final Map<String, ProcessCpu> parts = new LinkedHashMap<>();

  ProcessesCpu add(String name, long pid) {
    parts.put(name, new ProcessCpu(pid));
    return this;
  }

  @Override
  public void start() {
    parts.values().forEach(ProcessCpu::start);
  }

  @Override
  public void stop() {
    parts.values().forEach(ProcessCpu::stop);
  }

  @Override
  public double microsPer(long events) {
    return parts.values().stream().mapToDouble(part -> part.microsPer(events)).sum();
  }

  @Override
  public String breakdown(long events) {
    List<String> each = new ArrayList<>();
    parts.forEach((name, part) -> each.add(String.format("%s %.1f us", name,
        part.microsPer(events))));
    return String.join(", ", each);
  }
}
