/// How many one-line fields a screen needs before what people type into it is work they
/// would mind losing (`confirm-before-discard`, 4th edition).
///
/// The guideline asks for confirmation before closing would lose "people's content". A
/// sheet that asks for a name, or a link and its short path, holds a line or two that
/// people type again in seconds: a prompt before dropping them costs more than the loss,
/// and reviewers of real apps judged every such prompt demand a false alarm. Three fields
/// or more (a new host: its name, address, port and user; a poll's question and answers)
/// are a form people filled in, and so is any multi-line text, a field repeated in the rows
/// of a list, or a text view of UIKit's that the screen wraps.
///
/// Counted per screen over every view it is built of, and only over the one-line fields
/// of a form whose text a committing button reads from the view's own state
/// (`OneLineFieldPurpose`): the fields whose loss the rule would otherwise report.
enum ShortEntry {
    /// One or two such fields are no work to lose; three are.
    static let mostThatAreNoWork = 2
}
