/// The views of a `@ViewBuilder` block with several statements (`TupleView`); a container lays
/// them out one after another.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/tupleview>
public struct TupleView<T>: View {
    public typealias Body = Never
    public var value: T
    let children: [any View]

    public init(_ value: T) {
        self.value = value
        self.children = []
    }

    init(_ value: T, children: [any View]) {
        self.value = value
        self.children = children
    }
}

/// The view an `if`/`else` in a `@ViewBuilder` builds: the branch taken.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage

    var content: any View {
        switch storage {
        case .trueContent(let view): return view
        case .falseContent(let view): return view
        }
    }
}

/// An `if` without `else` in a `@ViewBuilder`: nothing when the condition is false.
extension Optional: View where Wrapped: View {
    public typealias Body = Never
}
