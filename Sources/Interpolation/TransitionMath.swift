// The C library's exp, expm1, log, atanh, sin and cos, which the standard library lacks;
// the system C library is no package dependency, and lighter than Foundation for six functions.
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
  /// `e` raised to this power, minus 1, accurate when the power is near 0.
  var expm1: Double { libmExpm1(self) }
  /// The inverse hyperbolic tangent.
  var atanh: Double { libmAtanh(self) }
}

// Module-level aliases, so the properties above do not call themselves.
private func libmExp(_ x: Double) -> Double { exp(x) }
private func libmLog(_ x: Double) -> Double { log(x) }
private func libmSin(_ x: Double) -> Double { sin(x) }
private func libmCos(_ x: Double) -> Double { cos(x) }
private func libmExpm1(_ x: Double) -> Double { expm1(x) }
private func libmAtanh(_ x: Double) -> Double { atanh(x) }
