import UIKit

/// ViewLab: a list of states to sweep a preview through — `progress` over `[0, 0.25, 1]` — set on
/// the view the body returns through a key path. A preview with a sweep expands into one preview per
/// value, with ids like `Ring/Progress (progress 0.25)`.
public struct PreviewSweep: @unchecked Sendable, Equatable {
    /// The name shown in ids (`progress`).
    public let name: String
    /// Each value as shown in ids.
    public let labels: [String]
    /// Sets value `index` on the previewed view.
    let apply: (UIView, Int) throws -> Void

    public init<View: UIView, Value>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<View, Value>, _ values: [Value]
    ) {
        self.name = name
        labels = values.map { "\($0)" }
        apply = { view, index in
            guard let target = view as? View else {
                throw SweepError(
                    message:
                        "the sweep of '\(name)' sets \(View.self).\(name), but the preview returned a \(type(of: view))"
                )
            }
            target[keyPath: keyPath] = values[index]
        }
    }

    public static func == (lhs: PreviewSweep, rhs: PreviewSweep) -> Bool {
        lhs.name == rhs.name && lhs.labels == rhs.labels
    }

    struct SweepError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
