/// Views made from a collection, one per element, identified by an id (`ForEach`).
///
/// Apple: <https://developer.apple.com/documentation/swiftui/foreach>
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content>: View {
    public typealias Body = Never
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID
}

extension ForEach where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
    }

    var views: [(id: ID, view: any View)] { data.map { (id($0), content($0)) } }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0.id }
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// A constant range of views (iOS warns when the range changes).
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0 }
    }
}
