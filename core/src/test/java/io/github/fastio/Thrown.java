package io.github.fastio;

import java.lang.reflect.Modifier;

/** How the tests name an exception: as a user sees it, by its nearest public type. */
final class Thrown {
  private Thrown() {}

  /**
   * The simple name of the first public class up {@code e}'s hierarchy: {@code
   * InputMismatchException} for the readers' package-private subclass.
   */
  static String type(Throwable e) {
    Class<?> c = e.getClass();
    while (!Modifier.isPublic(c.getModifiers())) {
      c = c.getSuperclass();
    }
    return c.getSimpleName();
  }
}
