/// A failure the CLI reports as one line on stderr.
enum CLIError: Error, CustomStringConvertible {
    /// The command line itself is wrong (exit status 2).
    case usage(String)
    /// The command could not do its work (exit status 1).
    case failed(String)

    var description: String {
        switch self {
        case .usage(let message), .failed(let message): return message
        }
    }

    var exitStatus: Int32 {
        switch self {
        case .usage: return 2
        case .failed: return 1
        }
    }
}
