package arbiter.bench.load;

/** The CPU time some threads spent between {@link #start} and {@link #stop}. */
interface CpuMeter {

  void start();

  void stop();

  /** CPU microseconds (user and kernel) per event in the span, or NaN when unknown. */
  double microsPer(long events);

  /** The span's CPU microseconds per event, split as the meter can (kind of thread, user/kernel). */
  String breakdown(long events);
}
