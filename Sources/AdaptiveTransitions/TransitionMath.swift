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
  var exp: Double { libm_exp(self) }
  /// The natural logarithm.
  var logarithm: Double { libm_log(self) }
  /// The sine of this angle in radians.
  var sine: Double { libm_sin(self) }
  /// The cosine of this angle in radians.
  var cosine: Double { libm_cos(self) }
}

// Module-level aliases, so the properties above do not call themselves.
private func libm_exp(_ x: Double) -> Double { exp(x) }
private func libm_log(_ x: Double) -> Double { log(x) }
private func libm_sin(_ x: Double) -> Double { sin(x) }
private func libm_cos(_ x: Double) -> Double { cos(x) }
