// The C library's exp, log, sin and cos, which the standard library does not offer on its own;
// the system C library is no package dependency, and lighter than Foundation for four functions.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

extension Double {
  /// `e` raised to this power.
  var exp: Double { libmExp(self) }
  /// The natural logarithm.
  var logarithm: Double { libmLog(self) }
  /// The sine of this angle in radians.
  var sine: Double { libmSin(self) }
  /// The cosine of this angle in radians.
  var cosine: Double { libmCos(self) }
}

// Module-level aliases, so the properties above do not call themselves.
private func libmExp(_ x: Double) -> Double { exp(x) }
private func libmLog(_ x: Double) -> Double { log(x) }
private func libmSin(_ x: Double) -> Double { sin(x) }
private func libmCos(_ x: Double) -> Double { cos(x) }
