import Previews
import UIKit

/// The catalogue's views as the `viewlab` shell sees them: constructible by name
/// (`ProgressRingView(frame: …)`) with their inspectable properties (ViewLab's `@IBInspectable`,
/// see `InspectableView`). `viewlab`'s `main.swift` passes this list to `CLI.main`.
public enum PlaygroundShellTypes {
    public static let all: [InspectableView] = [
        InspectableView(ProgressRingView.self, make: { ProgressRingView(frame: $0) }, properties: [
            .property("progress", \ProgressRingView.progress),
            .property("lineWidth", \ProgressRingView.lineWidth),
            .property("showsPercentage", \ProgressRingView.showsPercentage),
        ]),
        InspectableView(ShapeProgressRingView.self, make: { ShapeProgressRingView(frame: $0) }, properties: [
            .property("progress", \ShapeProgressRingView.progress),
            .property("lineWidth", \ShapeProgressRingView.lineWidth),
        ]),
        InspectableView(BadgeButton.self, make: { BadgeButton(frame: $0) }, properties: [
            .property("count", \BadgeButton.count),
        ]),
        InspectableView(RatingControl.self, make: { RatingControl(frame: $0) }, properties: [
            .property("rating", \RatingControl.rating),
        ]),
        InspectableView(ChipsRow.self, make: { frame in
            let row = ChipsRow(chips: ["One", "Two", "Three"])
            row.frame = frame
            return row
        }, properties: [
            .property("selectedIndex", \ChipsRow.selectedIndex),
        ]),
        InspectableView(AvatarView.self, make: { frame in
            let avatar = AvatarView(name: "Ada Lovelace")
            avatar.frame = frame
            return avatar
        }, properties: [
            .property("name", \AvatarView.name),
            .property("image", \AvatarView.image),
        ]),
        InspectableView(ShadowCardView.self, make: { ShadowCardView(frame: $0) }, properties: [
            .property("usesShadowPath", \ShadowCardView.usesShadowPath),
        ]),
        InspectableView(NotchedCardView.self, make: { NotchedCardView(frame: $0) }, properties: [
            .property("cornerRadius", \NotchedCardView.cornerRadius),
            .property("notchRadius", \NotchedCardView.notchRadius),
        ]),
        InspectableView(WaveformView.self, make: { WaveformView(frame: $0) }, properties: [
            .property("playbackProgress", \WaveformView.playbackProgress),
        ]),
        InspectableView(ThemedCardView.self, make: { frame in
            let card = ThemedCardView()
            card.frame = frame
            return card
        }, properties: [
            .property("accentColor", \ThemedCardView.accentColor),
        ]),
        InspectableView(ShopTileView.self, make: { ShopTileView(frame: $0) }, properties: [
            .property("image", \ShopTileView.image),
            .property("name", \ShopTileView.name),
            .property("price", \ShopTileView.price),
        ]),
        InspectableView(ColorSwatches.self, make: { ColorSwatches(frame: $0) }),
    ]
}
