/// Where the reading found that what names a screen's task is part of its content, not a
/// navigation bar's title (certainty.md, part 1, "Title"): the screen certainly shows no
/// navigation bar, or it draws a heading in its content. Either way the fact is settled,
/// not open: `modal-title` judges a screen only where a navigation bar shows with no title
/// and nothing in the content names the task, so it has nothing to say here, and
/// `--show-uncertain` has nothing to fear.
public struct TitleInContent: Sendable, Hashable {
    public enum Why: String, Sendable, Hashable {
        /// No navigation container holds the screen wherever it is shown (no presenting
        /// site wraps it, no code places it in one, nothing it embeds brings one), or it
        /// hides the bar for good (`.navigationBarHidden(true)`).
        case noNavigationBar
        /// A heading drawn in its content (a `Text` in a title font, a heading label at the
        /// top of a storyboard scene's view): its title, whatever the bar shows.
        case heading
    }

    public var why: Why
    /// Where the reading saw it: the heading, or the screen's declaration.
    public var place: CodePlace

    public init(_ why: Why, at place: CodePlace) {
        self.why = why
        self.place = place
    }

    /// In a few words, for evidence and exported flow files.
    public var words: String {
        switch why {
        case .noNavigationBar: return "no navigation bar shows, so its title is part of its content"
        case .heading: return "a heading drawn in its content names its task"
        }
    }
}

extension Screen {
    /// Settles the title as part of the content (the first place found stands): the title
    /// fact is known, and the reasons that opened only it are dropped, except that no bar
    /// shows, which advice still asks (a close button in the content, not in a bar).
    mutating func settleTitleInContent(_ found: TitleInContent) {
        if titleInContent == nil { titleInContent = found }
        let barless = openReasons.filter { $0.kind == .noNavigationBar }
        close(.title)
        for reason in barless where !openReasons.contains(reason) { openReasons.append(reason) }
    }
}

extension TitleInContent {
    /// The reasons a title may be open that a screen with no navigation bar does not need
    /// closed: the bar's absence itself (or its being hidden, which an absent bar makes
    /// moot), words drawn in the content, a title a presenter gives to a bar that is not
    /// there. Any other (a view it embeds or is handed, the app's own modifier, a
    /// superclass outside the run) may bring a navigation bar of its own.
    static let reasonsMootWithoutABar: Set<OpenReason.Kind> = [.noNavigationBar, .drawnHeading, .presenterTitle]
}

extension KeepsOpenReasons {
    /// Whether the title is open only for reasons a screen with no navigation bar makes
    /// moot (TitleInContent.reasonsMootWithoutABar): nothing it embeds may bring a bar.
    var titleIsOpenOnlyForWantOfABar: Bool {
        openReasons.allSatisfy { !$0.facts.contains(.title) || TitleInContent.reasonsMootWithoutABar.contains($0.kind) }
    }
}
