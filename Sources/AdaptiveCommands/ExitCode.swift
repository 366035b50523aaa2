/// The exit status of an `adaptive` command, one meaning per value so scripts and CI can branch.
public enum ExitCode: Int32, Sendable {
  /// 0: the command did its job and found nothing wrong.
  case success = 0
  /// 1: the input was well formed, but the layout has problems (an unsatisfiable system, …).
  case layoutProblems = 1
  /// 2: bad input or usage: a file that cannot be read or parsed, an unknown option.
  case badInput = 2
}
