package arbiter.tournament;

import java.math.BigInteger;

/**
 * Non-negative integers of a fixed number of 62-bit limbs, least significant first: {@link
 * WeightedMatching}'s duals and slacks never go below zero, so no sign is needed.
 */
final class Wide {
  static final int BITS = 62;
  private static final long MASK = (1L << BITS) - 1;

  private Wide() {}

  static long[] of(BigInteger value, int limbs) {
    long[] out = new long[limbs];
    for (int i = 0; i < limbs; i++) {
      out[i] = value.shiftRight(BITS * i).longValue() & MASK;
    }
    return out;
  }

  static void add(long[] a, long[] b, long[] out) {
    long carry = 0;
    for (int i = 0; i < a.length; i++) {
      long sum = a[i] + b[i] + carry;
      out[i] = sum & MASK;
      carry = sum >>> BITS;
    }
  }

  static void subtract(long[] a, long[] b, long[] out) {
    long borrow = 0;
    for (int i = 0; i < a.length; i++) {
      long difference = a[i] - b[i] - borrow;
      borrow = difference < 0 ? 1 : 0;
      out[i] = difference & MASK;
    }
  }

  /** {@code out = a - b[from .. from + a.length)}. */
  static void subtractAt(long[] a, long[] b, int from, long[] out) {
    long borrow = 0;
    for (int i = 0; i < a.length; i++) {
      long difference = a[i] - b[from + i] - borrow;
      borrow = difference < 0 ? 1 : 0;
      out[i] = difference & MASK;
    }
  }

  /** Compares {@code a[from .. from + b.length)} with {@code b}. */
  static int compareAt(long[] a, int from, long[] b) {
    for (int i = b.length - 1; i >= 0; i--) {
      if (a[from + i] != b[i]) {
        return Long.compare(a[from + i], b[i]);
      }
    }
    return 0;
  }

  /** {@code out = a[from .. from + out.length) - b}. */
  static void subtractFrom(long[] a, int from, long[] b, long[] out) {
    long borrow = 0;
    for (int i = 0; i < out.length; i++) {
      long difference = a[from + i] - b[i] - borrow;
      borrow = difference < 0 ? 1 : 0;
      out[i] = difference & MASK;
    }
  }

  static int compare(long[] a, long[] b) {
    for (int i = a.length - 1; i >= 0; i--) {
      if (a[i] != b[i]) {
        return Long.compare(a[i], b[i]);
      }
    }
    return 0;
  }

  static boolean isZero(long[] a) {
    for (long limb : a) {
      if (limb != 0) {
        return false;
      }
    }
    return true;
  }

  /** Halves {@code a} in place and returns it. */
  static long[] half(long[] a) {
    for (int i = 0; i < a.length; i++) {
      long high = i + 1 < a.length ? (a[i + 1] & 1) << (BITS - 1) : 0;
      a[i] = (a[i] >>> 1) | high;
    }
    return a;
  }
}
