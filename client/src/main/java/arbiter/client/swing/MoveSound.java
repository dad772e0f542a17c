package arbiter.client.swing;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.LineUnavailableException;
import javax.sound.sampled.SourceDataLine;

/**
 * A short tone for a move: 70 ms of a sine, faded in and out so it does not click, made here
 * rather than loaded from a file. It plays on its own thread, so the window never waits for the
 * sound card; a machine without one is told once, and the sounds stay off.
 */
final class MoveSound {

  private static final float RATE = 22_050f;
  private static final int MILLIS = 70;

  private final ExecutorService player = Executors.newSingleThreadExecutor(task -> {
    Thread thread = new Thread(task, "arbiter-sound");
    thread.setDaemon(true);
    return thread;
  });
  private final Consumer<String> failed;
  private final byte[] tone = tone(660);

  /** @param failed told, on the sound thread, why no sound can be played */
  MoveSound(Consumer<String> failed) {
    this.failed = failed;
  }

  /** Plays the tone once, without waiting for it. */
  void play() {
    player.execute(() -> {
      AudioFormat format = new AudioFormat(RATE, 16, 1, true, false);
      try (SourceDataLine line = AudioSystem.getSourceDataLine(format)) {
        line.open(format);
        line.start();
        line.write(tone, 0, tone.length);
        line.drain();
      } catch (LineUnavailableException | IllegalArgumentException | SecurityException e) {
        failed.accept(w("swing.x_no_sound", e.getMessage()));
      }
    });
  }

  /** Waits until the tones asked for so far have played or failed (tests). */
  void awaitPlayed(long millis) throws Exception {
    player.submit(() -> { }).get(millis, java.util.concurrent.TimeUnit.MILLISECONDS);
  }

  /** Stops the sound thread (the window closed). */
  void close() {
    player.shutdownNow();
  }

  /** The samples of a faded sine of {@code hertz}, 16-bit little-endian mono. */
  static byte[] tone(double hertz) {
    int samples = (int) (RATE * MILLIS / 1000);
    byte[] bytes = new byte[samples * 2];
    int fade = samples / 5;
    for (int i = 0; i < samples; i++) {
      double envelope = Math.min(1.0, Math.min(i, samples - 1 - i) / (double) fade);
      short value = (short) (Math.sin(2 * Math.PI * hertz * i / RATE) * envelope * 9000);
      bytes[2 * i] = (byte) value;
      bytes[2 * i + 1] = (byte) (value >> 8);
    }
    return bytes;
  }

  private static String w(String key, Object... args) {
    return arbiter.client.words.ClientWords.current().get(key, args);
  }
}
