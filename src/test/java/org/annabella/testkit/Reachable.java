package org.annabella.testkit;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * How many objects are reachable from some roots: what a long-lived part of the program keeps in
 * memory, for tests that what must stay bounded does. The program's own objects (and its lambdas)
 * are followed field by field, collections, maps and arrays element by element; any other object
 * (a string, a writer, a thread pool) counts as one, its insides being the JDK's.
 */
public final class Reachable {
    private Reachable() {
    }

    public static long count(Object... roots) {
        Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        Deque<Object> todo = new ArrayDeque<>();
        for (Object r : roots) {
            todo.push(r);
        }
        while (!todo.isEmpty()) {
            Object o = todo.pop();
            if (!seen.add(o)) {
                continue;
            }
            for (Object next : inside(o)) {
                if (next != null) {
                    todo.push(next);
                }
            }
        }
        return seen.size();
    }

    private static Iterable<?> inside(Object o) {
        Class<?> c = o.getClass();
        if (c.isArray()) {
            if (c.getComponentType().isPrimitive()) {
                return List.of();
            }
            int n = Array.getLength(o);
            List<Object> out = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                out.add(Array.get(o, i));
            }
            return out;
        }
        if (o instanceof Collection<?> items) {
            return new ArrayList<>(items);
        }
        if (o instanceof Map<?, ?> map) {
            List<Object> out = new ArrayList<>(map.keySet());
            out.addAll(map.values());
            return out;
        }
        if (!c.getName().startsWith("org.annabella.")) {
            return List.of();
        }
        List<Object> out = new ArrayList<>();
        for (; c != null && c.getName().startsWith("org.annabella."); c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (Modifier.isStatic(f.getModifiers()) || f.getType().isPrimitive()) {
                    continue;
                }
                try {
                    f.setAccessible(true);
                    out.add(f.get(o));
                } catch (ReflectiveOperationException | RuntimeException e) {
                    throw new AssertionError("cannot read " + f + ": " + e, e);
                }
            }
        }
        return out;
    }
}
