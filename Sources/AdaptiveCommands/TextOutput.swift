import Foundation

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
