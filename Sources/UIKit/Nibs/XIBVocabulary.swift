/// ViewLab: the words Interface Builder writes for UIKit's enumerations in a XIB, by attribute
/// name, with the raw value of the UIKit enumeration each stands for (what
/// `UINibDecoder.decodeInteger(forKey:)` answers). A value not in the table is an error when the
/// document is read.
enum XIBVocabulary {
    static let enumerations: [String: [String: Int]] = [
        "contentMode": [
            "scaleToFill": 0, "scaleAspectFit": 1, "scaleAspectFill": 2, "redraw": 3, "center": 4, "top": 5,
            "bottom": 6,
            "left": 7, "right": 8, "topLeft": 9, "topRight": 10, "bottomLeft": 11, "bottomRight": 12,
        ],
        "textAlignment": ["left": 0, "center": 1, "right": 2, "justified": 3, "natural": 4],
        "lineBreakMode": [
            "wordWrap": 0, "characterWrap": 1, "clip": 2, "headTruncation": 3, "tailTruncation": 4,
            "middleTruncation": 5,
        ],
        "axis": ["horizontal": 0, "vertical": 1],
        "distribution": ["fill": 0, "fillEqually": 1, "fillProportionally": 2, "equalSpacing": 3, "equalCentering": 4],
        // UIStackView.Alignment: top is leading, bottom is trailing (same raw values).
        "alignment": [
            "fill": 0, "leading": 1, "top": 1, "firstBaseline": 2, "center": 3, "trailing": 4, "bottom": 4,
            "lastBaseline": 5,
        ],
        "borderStyle": ["none": 0, "line": 1, "bezel": 2, "roundedRect": 3],
        // UIActivityIndicatorView.Style, UIDatePickerStyle (`<datePicker style="wheels">`), then
        // UITableView.Style (`<tableView style="grouped">`).
        "style": [
            "whiteLarge": 0, "white": 1, "gray": 2, "medium": 100, "large": 101, "automatic": 0, "wheels": 1,
            "compact": 2, "inline": 3, "plain": 0, "grouped": 1, "insetGrouped": 2,
        ],
        "datePickerMode": ["time": 0, "date": 1, "dateAndTime": 2, "countDownTimer": 3],
        "buttonType": [
            "custom": 0, "system": 1, "roundedRect": 1, "detailDisclosure": 2, "infoLight": 3, "infoDark": 4,
            "contactAdd": 5,
        ],
        "progressViewStyle": ["default": 0, "bar": 1],
        "semanticContentAttribute": [
            "unspecified": 0, "playback": 1, "spatial": 2, "forceLeftToRight": 3, "forceRightToLeft": 4,
        ],
    ]

    /// `eventType` of an `<action>`.
    static let events: [String: UIControl.Event] = [
        "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
        "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
        "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
        "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
        "editingDidBegin": .editingDidBegin, "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd,
        "editingDidEndOnExit": .editingDidEndOnExit,
    ]

    /// `key` of a button's `<state>`.
    static let states: [String: UIControl.State] = [
        "normal": .normal, "highlighted": .highlighted, "disabled": .disabled, "selected": .selected,
    ]

    /// Children IB writes that change nothing ViewLab shows (canvas position, simulated metrics,
    /// keyboard settings, accessibility): read and skipped.
    static let ignoredChildren: Set<String> = [
        "point:canvasLocation", "textInputTraits", "accessibility", "freeformSimulatedSizeMetrics",
        "simulatedStatusBarMetrics",
        "simulatedMetricsContainer", "variation", "modalPageSheetSimulatedSizeMetrics",
    ]
}
