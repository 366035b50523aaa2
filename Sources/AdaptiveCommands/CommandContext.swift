import Foundation

/// Everything a command touches outside itself: its output streams and the file system.
///
/// The tool runs with `CommandContext.standard`; tests pass closures that capture the output and
/// serve files from memory, so a command runs in-process exactly as it does from a shell.
public struct CommandContext {
  /// Writes text to standard output.
  public var writeOutput: (String) -> Void
  /// Writes text to standard error.
  public var writeError: (String) -> Void
  /// Reads a whole file as bytes, or says why it cannot; `-` is standard input.
  public var readFile: (String) -> Result<[UInt8], FileReadError>
  /// Shows a progress line that the next one replaces (`nil`: no progress is shown): standard
  /// error when it is a terminal, so that a long run shows it is alive; never part of the output.
  /// Called from worker threads, hence `@Sendable`.
  public var showProgress: (@Sendable (String) -> Void)?
  /// The working directory, where the search for `.adaptive.json` starts; nil for none (the
  /// in-memory contexts of tests that do not set one).
  public var currentDirectory: String?
  /// Takes an object the command is done with and keeps it until the process exits, which
  /// frees all its memory at once; nil (tests, which run many commands in one process): the
  /// object is freed when its last reference goes.
  ///
  /// Why: a large layout is hundreds of thousands of objects (a 10,000-label engine: 60,000
  /// constraints, 40,000 variables and their rows), and freeing them one by one just before the
  /// process ends was 4% of a `query`.
  public var keepUntilExit: ((AnyObject) -> Void)?

  /// Creates a context from its capabilities.
  public init(
    writeOutput: @escaping (String) -> Void,
    writeError: @escaping (String) -> Void,
    readFile: @escaping (String) -> Result<[UInt8], FileReadError>,
    showProgress: (@Sendable (String) -> Void)? = nil
  ) {
    self.writeOutput = writeOutput
    self.writeError = writeError
    self.readFile = readFile
    self.showProgress = showProgress
  }

  /// The process's real standard output, standard error and file system.
  public static var standard: CommandContext {
    var context = CommandContext(
      // A closed pipe (`adaptive solve f | head -0`) is not worth a trap: the text is dropped.
      writeOutput: { text in
        TextOutput.withData(of: text) { try? FileHandle.standardOutput.write(contentsOf: $0) }
      },
      writeError: { try? FileHandle.standardError.write(contentsOf: Data($0.utf8)) },
      readFile: readFileFromDisk,
      showProgress: progressSink(isTerminal: isatty(STDERR_FILENO) == 1) { text in
        try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
      })
    context.currentDirectory = FileManager.default.currentDirectoryPath
    // One reference more, never given back: the object outlives the command.
    context.keepUntilExit = { _ = Unmanaged.passRetained($0) }
    return context
  }

  /// Where progress lines go: nil when standard error is not a terminal (a CI log, a file, a
  /// pipe), which must stay free of them; else each line written after a carriage return and
  /// an erase-line, so that it overwrites the last, and an empty one wipes it.
  public static func progressSink(
    isTerminal: Bool, write: @escaping @Sendable (String) -> Void
  ) -> (@Sendable (String) -> Void)? {
    guard isTerminal else { return nil }
    return { line in write("\r\u{1B}[K\(line)") }
  }

  /// Reads a file with POSIX calls, so a failure carries the system's own reason (`strerror`).
  /// `-` reads standard input to its end.
  public static func readFileFromDisk(_ path: String) -> Result<[UInt8], FileReadError> {
    let descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY)
    guard descriptor >= 0 else { return .failure(FileReadError(errno: errno)) }
    defer { if descriptor != STDIN_FILENO { close(descriptor) } }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return .success(bytes) }
      if count < 0 {
        if errno == EINTR { continue }
        // A directory opens fine and fails here, with EISDIR.
        return .failure(FileReadError(errno: errno))
      }
      bytes.append(contentsOf: buffer[0..<count])
    }
  }
}

/// Why a file could not be read.
public struct FileReadError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A human-readable reason, such as "No such file or directory".
  public var reason: String

  /// Creates an error with a reason.
  public init(reason: String) {
    self.reason = reason
  }

  /// Creates an error from a POSIX error number.
  public init(errno number: Int32) {
    self.reason = String(cString: strerror(number))
  }

  /// The reason.
  public var description: String { reason }
}
