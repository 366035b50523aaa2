import Foundation

/// A command's output, written piece by piece as it is made (stdout, or a file opened by
/// `CommandContext.openOutput`), so that a large output is never held whole in memory. Pieces
/// are gathered into writes of about a megabyte: the writers hand over a piece per layout or
/// sample, however small, and never keep more than that.
final class CommandOutput {
  private let path: String?
  private let handle: FileHandle?
  private let context: CommandContext
  private var failed = false
  private var pending = ""
  /// How much text is gathered before it is written.
  static let writeSize = 1 << 20

  init(path: String?, handle: FileHandle?, context: CommandContext) {
    self.path = path
    self.handle = handle
    self.context = context
  }

  /// Writes the next piece (once about a megabyte has gathered, and at `finish`).
  func write(_ text: String) {
    pending += text
    if pending.utf8.count >= Self.writeSize { flush() }
  }

  private func flush() {
    guard !pending.isEmpty else { return }
    send(pending)
    pending.removeAll(keepingCapacity: true)
  }

  private func send(_ text: String) {
    guard let handle else {
      context.writeOutput(text)
      return
    }
    guard !failed else { return }
    do {
      try TextOutput.withData(of: text) { try handle.write(contentsOf: $0) }
    } catch {
      failed = true
    }
  }

  /// Writes what is gathered and closes a file; false (with a message) when a piece could not
  /// be written.
  func finish() -> Bool {
    flush()
    guard let handle, let path else { return true }
    do { try handle.close() } catch { failed = true }
    if failed {
      context.writeError(
        "\(path): error: cannot write the file: \(CommandContext.whyNotWritable(path))\n")
    }
    return !failed
  }
}

/// Output text handed to Foundation's writers without a copy of its bytes.
///
/// `Data(text.utf8)` copies the text, and a command's output can be hundreds of megabytes (the
/// JSON of a large rotation): the copy doubled the peak memory of writing it.
enum TextOutput {
  /// Calls `body` with `text`'s UTF-8 bytes as `Data` that borrows them (valid only inside
  /// `body`).
  static func withData<R>(of text: String, _ body: (Data) throws -> R) rethrows -> R {
    var text = text  // `withUTF8` is mutating: it makes a bridged string native first.
    return try text.withUTF8 { bytes in
      guard let base = bytes.baseAddress, !bytes.isEmpty else { return try body(Data()) }
      return try body(
        Data(
          bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: bytes.count,
          deallocator: .none))
    }
  }
}
