@_spi(ViewLab) import UIKit
@_spi(ViewLab) import ViewLabRender

/// A shared, ordered record of the callbacks `RecordingController`s receive ("name.callback").
@MainActor
final class CallbackRecorder {
    var calls: [String] = []
    func clear() { calls = [] }
    /// The calls of one controller, without its name.
    func calls(of name: String) -> [String] {
        calls.compactMap { $0.hasPrefix(name + ".") ? String($0.dropFirst(name.count + 1)) : nil }
    }
}

/// A controller that records its view-related callbacks into a `CallbackRecorder`.
class RecordingController: UIViewController {
    let name: String
    let recorder: CallbackRecorder

    init(_ name: String, _ recorder: CallbackRecorder) {
        self.name = name
        self.recorder = recorder
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError() }

    private func record(_ call: String) { recorder.calls.append("\(name).\(call)") }

    override func viewDidLoad() { super.viewDidLoad(); record("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); record("viewWillAppear") }
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); record("viewIsAppearing") }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); record("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); record("viewDidLayoutSubviews") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); record("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); record("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); record("viewDidDisappear") }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent); record("willMove(\(parent == nil ? "nil" : "parent"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent); record("didMove(\(parent == nil ? "nil" : "parent"))")
    }
}

/// The appearance callbacks only (no layout or containment ones).
func appearanceOnly(_ calls: [String]) -> [String] {
    calls.filter { $0.contains("Appear") || $0.contains("Disappear") }
}

/// A stage on `device` whose screen shows `controller` as a preview does: a child of the stage's
/// root controller, its view filling the root; one turn run (so it has appeared).
@MainActor
func makeStage(showing controller: UIViewController, device: DeviceProfile = .iPhone15) -> Stage {
    let stage = Stage(device: device)
    stage.rootViewController.addChild(controller)
    controller.view.frame = stage.root.bounds
    controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    stage.root.addSubview(controller.view)
    controller.didMove(toParent: stage.rootViewController)
    stage.runTurn()
    return stage
}
