@_spi(ViewLab) import UIKit

// MARK: - What the run loop did to a view (the lifecycle log of its window, see LifecycleLog), for lessons' checks

extension Bindings {
    /// ViewLab's counters over the lifecycle logs (`LifecycleLog`: the stage window's) — not UIKit API: on iOS you would count in your
    /// own override. They let a lesson's `:check` test the learner's class from outside ("the ring
    /// redraws once per progress change") without the class cooperating.
    static let lifecycle: [AnyTypeBinding] = [
        GlobalBinding(entries: [
            function(
                "drawCount",
                doc: "ViewLab: how many times UIKit called the view's draw(_:) so far (ViewLab's lifecycle log)."
            ) { (view: UIView) in
                view.recordingLifecycleLog.count(.draw, for: view)
            },
            function(
                "layoutCount",
                doc:
                    "ViewLab: how many times UIKit called the view's layoutSubviews() so far (ViewLab's lifecycle log)."
            ) { (view: UIView) in
                view.recordingLifecycleLog.count(.layoutSubviews, for: view)
            },
        ])
    ]
}
