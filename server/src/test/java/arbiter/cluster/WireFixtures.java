package arbiter.cluster;

import arbiter.rules.Move;
import arbiter.rules.Position;
import arbiter.rules.Variant;
import arbiter.rules.Variants;
import java.lang.reflect.Constructor;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Builds a value of any type the typed crossing carries, every field populated, by reflection: a
 * record from its components, a sealed type as one of its records (each of them, for
 * {@link #leaves}), the rules' types as a real variant's. It also collects every sealed type it
 * met, so that a test reaches each record the wire may carry without a list to keep up.
 */
public final class WireFixtures {

  private static final int DEPTH = 8;
  /** Every sealed type met while building, in the order met. */
  final Set<Class<?>> sealedMet = new LinkedHashSet<>();

  /** The concrete classes a sealed type permits, through sealed types in between. */
  public static List<Class<?>> leaves(Class<?> sealed) {
    List<Class<?>> leaves = new ArrayList<>();
    for (Class<?> sub : sealed.getPermittedSubclasses()) {
      if (sub.isSealed() && !sub.isEnum()) {
        leaves.addAll(leaves(sub));
      } else {
        leaves.add(sub);
      }
    }
    return leaves;
  }

  /** A value of {@code type} with every field set. */
  public Object of(Type type) {
    return of(type, 0);
  }

  private Object of(Type type, int depth) {
    if (type instanceof ParameterizedType generic) {
      Class<?> raw = (Class<?>) generic.getRawType();
      Type[] args = generic.getActualTypeArguments();
      if (List.class.isAssignableFrom(raw) || raw == Iterable.class
          || raw == java.util.Collection.class) {
        return depth > DEPTH ? List.of() : List.of(of(args[0], depth + 1));
      }
      if (Set.class.isAssignableFrom(raw)) {
        return depth > DEPTH ? Set.of() : Set.of(of(args[0], depth + 1));
      }
      if (Map.class.isAssignableFrom(raw)) {
        Map<Object, Object> map = new LinkedHashMap<>();
        if (depth <= DEPTH) {
          map.put(of(args[0], depth + 1), of(args[1], depth + 1));
        }
        return map;
      }
      if (raw == java.util.Optional.class) {
        return java.util.Optional.of(of(args[0], depth + 1));
      }
      return of(raw, depth);
    }
    if (type instanceof java.lang.reflect.WildcardType wildcard) {
      return of(wildcard.getUpperBounds()[0], depth);
    }
    Class<?> raw = (Class<?>) type;
    if (raw == int.class || raw == Integer.class) {
      return 3;
    }
    if (raw == long.class || raw == Long.class) {
      return 42L;
    }
    if (raw == boolean.class || raw == Boolean.class) {
      return true;
    }
    if (raw == double.class || raw == Double.class) {
      return 1.5;
    }
    if (raw == float.class || raw == Float.class) {
      return 2.5f;
    }
    if (raw == short.class || raw == Short.class) {
      return (short) 2;
    }
    if (raw == byte.class || raw == Byte.class) {
      return (byte) 1;
    }
    if (raw == char.class || raw == Character.class) {
      return 'c';
    }
    if (raw == String.class || raw == Object.class || raw == CharSequence.class) {
      return "zed";
    }
    if (raw == byte[].class) {
      return new byte[] {1, 2};
    }
    if (raw == int[].class) {
      return new int[] {1, 2};
    }
    if (raw.isEnum()) {
      return raw.getEnumConstants()[0];
    }
    if (raw == Variant.class) {
      return Variants.byId("chess").orElseThrow();
    }
    if (raw == Position.class) {
      return Variants.byId("chess").orElseThrow().start();
    }
    if (raw == Move.class) {
      return Variants.byId("chess").orElseThrow().start().legalMoves().get(0);
    }
    if (raw.isSealed() && !raw.isEnum()) {
      sealedMet.add(raw);
      return depth > DEPTH ? null : of(leaves(raw).get(0), depth + 1);
    }
    if (raw.isRecord()) {
      return record(raw, depth);
    }
    if (raw == java.time.Instant.class) {
      return java.time.Instant.ofEpochSecond(1_700_000_000L);
    }
    if (raw == java.time.LocalDate.class) {
      return java.time.LocalDate.of(2026, 11, 27);
    }
    try {
      Constructor<?> plain = raw.getDeclaredConstructor();
      if (!Modifier.isAbstract(raw.getModifiers())) {
        plain.setAccessible(true);
        return plain.newInstance();
      }
    } catch (ReflectiveOperationException e) {
      // no plain constructor: said below
    }
    for (java.lang.reflect.Method factory : raw.getMethods()) { // a class built by a factory
      if (Modifier.isStatic(factory.getModifiers()) && factory.getReturnType() == raw) {
        Type[] parameters = factory.getGenericParameterTypes();
        Object[] values = new Object[parameters.length];
        for (int i = 0; i < parameters.length; i++) {
          values[i] = of(parameters[i], depth + 1);
        }
        try {
          return factory.invoke(null, values);
        } catch (ReflectiveOperationException | RuntimeException e) {
          // another factory may take these values
        }
      }
    }
    throw new IllegalStateException("no fixture for " + raw.getName()
        + ": give it a case in WireFixtures (and a wire form in WireCodec if it needs one)");
  }

  /** A record of {@code type} whose components are all set. */
  Object record(Class<?> type, int depth) {
    RecordComponent[] components = type.getRecordComponents();
    Class<?>[] types = new Class<?>[components.length];
    Object[] values = new Object[components.length];
    for (int i = 0; i < components.length; i++) {
      types[i] = components[i].getType();
      values[i] = of(components[i].getGenericType(), depth + 1);
    }
    try {
      Constructor<?> canonical = type.getDeclaredConstructor(types);
      canonical.setAccessible(true);
      return canonical.newInstance(values);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot build " + type.getName() + ": " + e.getCause(), e);
    }
  }
}
