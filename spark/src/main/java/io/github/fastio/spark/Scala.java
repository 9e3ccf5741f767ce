package io.github.fastio.spark;

import java.util.List;
import java.util.Map;
import scala.jdk.javaapi.CollectionConverters;

/** Scala's immutable collections from Java's, for the Spark methods that take them. */
final class Scala {
  private Scala() {}

  static <T> scala.collection.immutable.Seq<T> seq(List<T> list) {
    return CollectionConverters.asScala(list).toSeq();
  }

  static scala.collection.immutable.Map<String, String> map(Map<String, String> map) {
    scala.collection.immutable.Map<String, String> m =
        scala.collection.immutable.Map$.MODULE$.empty();
    for (Map.Entry<String, String> e : map.entrySet()) {
      m = m.updated(e.getKey(), e.getValue());
    }
    return m;
  }
}
