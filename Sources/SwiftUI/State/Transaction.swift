/// The context of a state change (`Transaction`): the animation it runs with.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/transaction>
public struct Transaction {
    public var animation: Animation?
    public var disablesAnimations = false
    public var isContinuous = false

    public init() {}

    public init(animation: Animation?) { self.animation = animation }
}

/// Runs `body` in a transaction.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
