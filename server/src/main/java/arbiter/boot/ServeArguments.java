package arbiter.boot;

import arbiter.config.Settings;

/**
 * The command line of {@code arbiter serve}: {@code --set key=value} for any setting, and the
 * flags that name the common ones. It overrides the file and the environment.
 */
final class ServeArguments {

  static final String USAGE = "usage: arbiter serve [--port 4000] [--data ./data]"
      + " [--bind 0.0.0.0] [--http-port 8080] [--ics-port 5000] [--set key=value]...";

  private ServeArguments() {}

  /** The settings with the command line over them; an argument it cannot read is an error. */
  static Settings apply(String[] args, Settings settings) {
    for (int i = 0; i < args.length; i += 2) {
      String flag = args[i];
      if (i + 1 >= args.length) {
        throw new IllegalArgumentException(flag + " needs a value; " + USAGE);
      }
      String value = args[i + 1];
      if (flag.equals("--set")) {
        int equals = value.indexOf('=');
        if (equals <= 0) {
          throw new IllegalArgumentException("--set takes key=value, not " + value + "; " + USAGE);
        }
        settings = settings.with(value.substring(0, equals).strip(), value.substring(equals + 1));
        continue;
      }
      String key = switch (flag) {
        case "--port", "--data", "--bind" -> flag.substring(2);
        case "--http-port" -> "http.port";
        case "--ics-port" -> "ics.port";
        default -> throw new IllegalArgumentException("unknown option " + flag + "; " + USAGE);
      };
      settings = settings.with(key, value);
    }
    return settings;
  }
}
