// The `adaptive` command-line tool. All the logic lives in AdaptiveCommands, so tests run it
// in-process; this file only connects it to the process's arguments, streams and exit status.

import AdaptiveCommands
import Foundation

let status = AdaptiveTool.run(
  arguments: Array(CommandLine.arguments.dropFirst()), context: .standard)
exit(status)
