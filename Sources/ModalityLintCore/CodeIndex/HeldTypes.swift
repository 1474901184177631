/// The class a stored property holds: its written type (`let spinner: UIActivityIndicatorView`),
/// else the class its initialiser makes (`let activityView = ActivityView()`,
/// `UIProgressView(progressViewStyle: .bar)`, `.init` too). Swift infers the type there, so
/// the reading does as well; any other initialiser (a call of a function, a literal) names
/// no class.
extension CodeIndex {
    func heldType(of property: PropertyDeclaration) -> String? {
        if let written = property.bareTypeName { return written }
        let reader = CodeBodyReader(index: self, file: property.file)
        guard let value = EditableContentCode.initialiser(of: property, reader), value.count >= 3,
              reader.isName(value.lowerBound) else { return nil }
        let name = reader.text(value.lowerBound)
        guard name.first?.isUppercase == true else { return nil }
        if reader.isPunctuation(value.lowerBound + 1, "(") { return name }
        if reader.isPunctuation(value.lowerBound + 1, "."), reader.is(value.lowerBound + 2, "init") { return name }
        return nil
    }
}
