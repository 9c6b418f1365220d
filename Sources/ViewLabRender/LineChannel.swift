import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Reads newline-terminated lines from a file descriptor with a timeout (poll), so a parent can
/// tell a worker that is still working from one that hangs.
final class LineChannel {
    private let descriptor: Int32
    private var buffer = [UInt8]()

    init(reading handle: FileHandle) {
        descriptor = handle.fileDescriptor
    }

    enum Read: Equatable {
        case line(String)
        case endOfFile
        case timedOut
    }

    /// The next line without its newline; waits at most `timeout` seconds.
    func readLine(timeout: Double) -> Read {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return .line(line)
            }
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 { return .timedOut }
            var pollDescriptor = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&pollDescriptor, 1, Int32(min(remaining * 1000, 1000)))
            if ready < 0 && errno != EINTR { return .endOfFile }
            if ready <= 0 { continue }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = read(descriptor, &chunk, chunk.count)
            if count <= 0 {
                if count < 0 && errno == EINTR { continue }
                return .endOfFile
            }
            buffer.append(contentsOf: chunk[..<count])
        }
    }
}
