/// A date picker restored from a nib: `datePickerMode` ("time", "date", "dateAndTime",
/// "countDownTimer"), `style` ("automatic", "wheels", "compact", "inline") and `minuteInterval`,
/// as Interface Builder writes them on `<datePicker>`.
extension UIDatePicker {
    func decodeDatePicker(_ coder: NSCoder) {
        guard let decoder = coder as? UINibDecoder else { return }
        decodeControl(decoder)
        let modes: [String: Mode] = [
            "time": .time, "date": .date, "dateAndTime": .dateAndTime, "countDownTimer": .countDownTimer,
        ]
        if let mode = decoder.string("datePickerMode").flatMap({ modes[$0] }) { datePickerMode = mode }
        let styles: [String: UIDatePickerStyle] = [
            "automatic": .automatic, "wheels": .wheels, "compact": .compact, "inline": .inline,
        ]
        if let style = decoder.string("style").flatMap({ styles[$0] }) { preferredDatePickerStyle = style }
        if let interval = decoder.integer("minuteInterval") { minuteInterval = interval }
    }
}
