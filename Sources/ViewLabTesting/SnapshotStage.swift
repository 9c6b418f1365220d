import Foundation
import Previews
@_spi(ViewLab) import UIKit
@_spi(ViewLab) import ViewLabRender

/// Renders a snapshot subject the way a device shows it: on a fresh `Stage` (a window on a screen
/// of the strategy's device) with a cell's appearance, orientation, text size and direction.
///
/// Main-actor, as the stage and the views it renders: Swift 6 tests snapshot from the main actor,
/// which runs one render at a time. Renders are also serialised by one lock, for Swift 5 tests that
/// call the `@preconcurrency` assertions from other threads (Swift Testing runs a suite that is not
/// `@MainActor` off the main thread, tests in parallel): a stage makes its screen `UIScreen.main`
/// and the renderer's caches are shared, so two such tests must not render at the same time.
@MainActor
enum SnapshotStage {
    /// Held for every render (and every preview render of `assertPreviewSnapshots`).
    private static let lock = NSRecursiveLock()

    /// Runs `body` while no other snapshot renders.
    static func exclusive<R>(_ body: () throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// Renders `subject` for `cell` of `strategy`.
    static func render(_ subject: SnapshotSubject, strategy: Snapshotting, cell: Snapshotting.Cell) throws -> CGImage {
        switch subject {
        case .image(let image):
            return image
        case .preview(let preview):
            return try exclusive { try PreviewRenderer.render(preview, variant: cell.variant, device: strategy.device) }
        case .layer(let layer):
            return try exclusive { try render(layer, scale: strategy.device.scale) }
        case .view(let view):
            return try exclusive { try render(view, on: stage(for: strategy, cell: cell), layout: strategy.layout) }
        case .viewController(let controller):
            return try exclusive {
                // A child of the stage's root controller, as a presented screen is: it gets the
                // traits of the window and leaves the stage after the render.
                let stage = stage(for: strategy, cell: cell)
                stage.rootViewController.addChild(controller)
                defer {
                    controller.willMove(toParent: nil)
                    controller.removeFromParent()
                }
                return try render(controller.view, on: stage, layout: strategy.layout) {
                    controller.didMove(toParent: stage.rootViewController)
                }
            }
        }
    }

    /// `layer.render(in:)` (the model tree, as on iOS; pending display runs first) into a bitmap of
    /// the layer's bounds at `scale`.
    private static func render(_ layer: CALayer, scale: CGFloat) throws -> CGImage {
        guard layer.bounds.width >= 1, layer.bounds.height >= 1 else {
            throw SnapshotRenderError(
                "the layer has no size (bounds \(Int(layer.bounds.width))×\(Int(layer.bounds.height)) pt); give it bounds before snapshotting it"
            )
        }
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let image = UIGraphicsImageRenderer(bounds: layer.bounds, format: format).image {
            layer.render(in: $0.cgContext)
        }
        guard let cgImage = image.cgImage else { throw SnapshotRenderError("the layer did not render") }
        return cgImage
    }

    /// A fresh stage on the strategy's device with the cell's settings.
    private static func stage(for strategy: Snapshotting, cell: Snapshotting.Cell) -> Stage {
        let stage = Stage(device: strategy.device)
        stage.appearance = cell.variant.appearance
        stage.contentSizeCategory = cell.variant.contentSizeCategory
        stage.layoutDirection = cell.variant.layoutDirection
        stage.isLandscape = cell.variant.orientation.isLandscape
        return stage
    }

    /// Sizes `view` for `layout`, puts it on `stage` (then calls `added`) and renders it: the whole
    /// screen for `.device`, the view alone otherwise — the model layer tree after a run-loop
    /// turn, animations ignored, as `CALayer.render(in:)` draws it and snapshot tools record a
    /// view (so an appear animation does not decide the picture). The view leaves the stage after.
    private static func render(_ view: UIView, on stage: Stage, layout: SnapshotLayout, added: () -> Void = {}) throws
        -> CGImage
    {
        defer { view.removeFromSuperview() }
        switch layout {
        case .device:
            view.frame = stage.root.bounds
        case .fixed(let width, let height):
            view.frame = CGRect(x: 0, y: 0, width: width, height: height)
        case .sizeThatFits:
            view.frame.size = PreviewRenderer.fittingSize(of: view, within: stage.size)
        }
        stage.root.addSubview(view)
        added()
        return try stage.renderFrame(layout == .device ? nil : view, options: RenderOptions(modelTree: true)).image
    }
}
