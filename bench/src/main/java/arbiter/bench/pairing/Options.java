package arbiter.bench.pairing;

import java.util.HashMap;
import java.util.Map;

/** {@code --key value} options of the pairing benchmarks. */
final class Options {

  private Options() {}

  static Map<String, String> parse(String[] args, String usage) {
    Map<String, String> options = new HashMap<>();
    for (int i = 0; i < args.length; i += 2) {
      if (!args[i].startsWith("--") || i + 1 >= args.length) {
        System.err.println("pairbench: expected --option value at " + args[i]);
        System.err.println(usage);
        System.exit(2);
      }
      options.put(args[i].substring(2), args[i + 1]);
    }
    return options;
  }
}
