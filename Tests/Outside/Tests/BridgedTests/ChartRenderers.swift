import UIKit

// A charting library's shape: renderer classes whose extensions declare members that subclasses
// override, and a view whose layout override sits in an extension inside `#if os(iOS)`.

class ChartRenderer: NSObject {}

extension ChartRenderer {
    /// Moved into the class body by the bridge (same file).
    @objc func valueLabels(for values: [Double]) -> [String] { values.map { "\($0)" } }
}

final class BarRenderer: ChartRenderer {
    override func valueLabels(for values: [Double]) -> [String] {
        super.valueLabels(for: values).map { $0 + " bar" }
    }

    override func legendEntries() -> [String] { super.legendEntries() + ["bars"] }
}

final class ChartView: UIView {
    private(set) var layouts = 0
}

#if os(iOS)
extension ChartView {
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
}
#endif
