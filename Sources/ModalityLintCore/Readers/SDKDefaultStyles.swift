/// A presentation that states no style has the default of the SDK the app is built with:
/// full screen before iOS 13, `automatic` (a page sheet) since. Where the app's project
/// says it was made for the older SDKs (`SDKGeneration`), which default applies is not
/// something the reading can know: the style of those presentations is open, and the rules
/// that need it are silent (the ReadingAnApp article, "Presentations that state no style").
///
/// The swipe that closes a sheet depends on the SDK the same way: before iOS 13 a page or
/// form sheet has none, so in such a project whether people can swipe a sheet away is open
/// too, and `confirm-before-discard`'s swipe clause is silent on it; its Cancel is judged
/// as ever.
///
/// One pass over the read document, for every reader at once: a UIKit or Objective-C
/// `present` and a storyboard segue that leave the style unstated resolve to `automatic`
/// (neither the presentation nor the presented screen names another), and so does one
/// that says `automatic`, which means the SDK's default. SwiftUI states its styles
/// (`.sheet`, `.fullScreenCover`) and needs iOS 13 anyway: untouched.
enum SDKDefaultStyles {
    /// Opens the style of default presentations made in `files` (paths as the document's
    /// sources give them).
    static func open(in document: inout FlowDocument, files: Set<String>) {
        guard !files.isEmpty else { return }
        let isOld = document.sources.map { files.contains($0.path) }
        guard isOld.contains(true) else { return }
        var indexByID: [String: Int] = [:]
        for (index, screen) in document.screens.enumerated() where indexByID[screen.id] == nil { indexByID[screen.id] = index }
        for index in document.screens.indices {
            let screen = document.screens[index]
            for (position, action) in screen.actions.enumerated() {
                guard let target = action.present, action.knows(.style) else { continue }
                let file = action.file ?? screen.file
                guard file >= 0, file < isOld.count, isOld[file] else { continue }
                let stated = action.style?.value ?? indexByID[target.value].flatMap { document.screens[$0].presentation?.value }
                if let presented = indexByID[target.value], (stated ?? .automatic).isSheetStyle,
                   document.screens[presented].effectiveDismissGesture == .allowed {
                    // Whether it can be swiped away is the SDK's; where code stops the swipe
                    // (`isModalInPresentation`), that stands.
                    document.screens[presented].dismissGesture = nil
                    document.screens[presented].unknownFacts.insert(.dismissGesture)
                }
                guard (stated ?? .automatic) == .automatic else { continue }
                document.screens[index].actions[position].unknownFacts.insert(.style)
                document.screens[index].actions[position].styleIsSDKDefault = true
            }
        }
    }
}
