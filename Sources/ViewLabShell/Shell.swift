import ViewLabRender

/// The interactive shell (placeholder until the shell lands).
public struct Shell {
    public init() {}
    public func run() -> Int32 { 0 }
}
