import XCTest
@testable import ModalityLintCore

/// A UIKit controller whose code draws a heading in its view names its task there, as a
/// storyboard scene's heading label does (CodeDrawnHeadings): a label the app calls its
/// title, one in a title text style (through the app's own font constant too), one set as a
/// header for VoiceOver, or a view of the app that it makes its root view and gives title
/// words. The title is then settled, not reported. Near misses: a label only set large is a
/// heading or a figure, so the title is open; a label of a table's rows heads no screen; a
/// label in the body style is no heading, and the empty bar is still reported.
final class CodeDrawnHeadingTests: XCTestCase {
    private func lint(_ source: String) -> (findings: [String], notes: [String]) {
        let result = TestApp.lint(source)
        func named(_ list: [Diagnostic]) -> [String] {
            list.filter { $0.ruleID == "modal-title" }.map { String($0.message.prefix { $0 != " " }) }.sorted()
        }
        return (named(result.diagnostics), named(result.uncertain))
    }

    private let presenter = """
        class HomeViewController: UIViewController {
            func show(_ controller: UIViewController) {
                present(UINavigationController(rootViewController: controller), animated: true)
            }
            @objc func open() {
                show(NamedHeadingViewController())
                show(StyledHeadingViewController())
                show(TraitHeadingViewController())
                show(RootViewHeadingViewController())
                show(LargeFigureViewController())
                show(RowsViewController())
                show(BodyTextViewController())
            }
        }
        extension UIFont {
            static var appLarge: UIFont { .preferredFont(forTextStyle: .title1) }
        }
        class Closing: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(close))
            }
            @objc func close() { dismiss(animated: true) }
        }
        """

    func testAHeadingTheCodeDrawsNamesTheTask() {
        let source = presenter + """
            class NamedHeadingViewController: Closing {
                private lazy var titleLabel: UILabel = { UILabel() }()
                override func viewDidLoad() { super.viewDidLoad(); view.addSubview(titleLabel) }
            }
            class StyledHeadingViewController: Closing {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let label = UILabel()
                    label.font = .appLarge
                    view.addSubview(label)
                }
            }
            class TraitHeadingViewController: Closing {
                let caption = UILabel()
                override func viewDidLoad() { super.viewDidLoad(); caption.accessibilityTraits = .header }
            }
            class BannerView: UIView {
                @IBOutlet private weak var headingLabel: UILabel!
                var titleText: String { get { headingLabel.text ?? "" } set { headingLabel.text = newValue } }
            }
            class FormView: UIView {
                private var banner: BannerView!
                func configure() { banner = BannerView(); banner.titleText = "Email already used" }
            }
            class RootViewHeadingViewController: Closing {
                private var formView: FormView!
                override func loadView() { formView = FormView(); self.view = formView }
            }
            class LargeFigureViewController: Closing {
                let balance = UILabel()
                override func viewDidLoad() { super.viewDidLoad(); balance.font = .systemFont(ofSize: 34, weight: .bold) }
            }
            class RowsViewController: Closing, UITableViewDataSource {
                func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                    let label = UILabel()
                    label.font = .preferredFont(forTextStyle: .title2)
                    return label
                }
            }
            class BodyTextViewController: Closing {
                let message = UILabel()
                override func viewDidLoad() { super.viewDidLoad(); message.font = .preferredFont(forTextStyle: .body) }
            }
            """
        let linted = lint(source)
        XCTAssertEqual(linted.findings, ["'BodyTextViewController'", "'RowsViewController'"])
        XCTAssertEqual(linted.notes, ["'LargeFigureViewController'"])
    }

    /// A label set large is a heading when the app also gives it words of its own (a
    /// literal, a localised string), in its property's initialiser (`UILabel().then { $0... }`)
    /// or in a method: a figure's text is computed. The near miss: the same large label given
    /// a computed value stays open.
    func testALargeLabelGivenTheAppsOwnWordsIsAHeading() {
        let source = presenter.replacingOccurrences(of: "show(NamedHeadingViewController())", with: "show(SignInViewController()); show(CaptionedViewController()); show(CounterViewController()); show(LoginViewController())") + """
            extension UILabel { func then(_ body: (UILabel) -> Void) -> UILabel { body(self); return self } }
            class SignInViewController: Closing {
                lazy var signInLabel = UILabel().then {
                    $0.text = "Sign in"
                    $0.font = .boldSystemFont(ofSize: 23)
                }
                override func viewDidLoad() { super.viewDidLoad(); view.addSubview(signInLabel) }
            }
            class SignInView: UIView {
                lazy var signInLabel = UILabel().then { $0.text = "Sign in"; $0.font = .boldSystemFont(ofSize: 23) }
            }
            class LoginViewController: Closing {
                override func loadView() {
                    let signIn = SignInView()
                    view = signIn
                }
            }
            class CaptionedViewController: Closing {
                let caption = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    caption.font = .systemFont(ofSize: 28, weight: .semibold)
                    caption.text = NSLocalizedString("import.heading", comment: "")
                }
            }
            class CounterViewController: Closing {
                var count = 0
                let counter = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    counter.font = .systemFont(ofSize: 28, weight: .semibold)
                    counter.text = "\\(count)"
                }
            }
            """
        let linted = lint(source)
        XCTAssertFalse(linted.findings.contains("'SignInViewController'"))
        XCTAssertFalse(linted.notes.contains("'SignInViewController'"), "settled by the words and the size")
        XCTAssertFalse(linted.notes.contains("'CaptionedViewController'"))
        XCTAssertFalse(linted.notes.contains("'LoginViewController'"), "its root view, made into a local, draws the heading")
        XCTAssertFalse(linted.findings.contains("'LoginViewController'"))
        XCTAssertFalse(linted.findings.contains("'CaptionedViewController'"))
        XCTAssertTrue(linted.notes.contains("'CounterViewController'"), "a computed text in a large font may be a figure")
    }

    /// A label of a design system the run does not hold (`IKLabel`), kept in a property the
    /// app names for the heading and given words, may draw the screen's title: the title is
    /// open, not missing. The near miss: a label of that class not named for the heading.
    func testAHeadingLabelOfAClassOutsideTheRunLeavesTheTitleOpen() {
        let source = presenter.replacingOccurrences(of: "show(NamedHeadingViewController())", with: "show(InfoViewController()); show(BadgeViewController())") + """
            class BaseInfoViewController: Closing {
                let titleLabel: IKLabel = {
                    let label = IKLabel()
                    label.style = .header1
                    return label
                }()
            }
            class InfoViewController: BaseInfoViewController {
                override func viewDidLoad() { super.viewDidLoad(); titleLabel.text = "This link has expired" }
            }
            class BadgeViewController: Closing {
                let badge = IKLabel()
                override func viewDidLoad() { super.viewDidLoad(); badge.text = "New" }
            }
            """
        let linted = lint(source)
        XCTAssertTrue(linted.findings.contains("'BadgeViewController'"))
        XCTAssertFalse(linted.findings.contains("'InfoViewController'"))
        XCTAssertTrue(linted.notes.contains("'InfoViewController'"))
    }

    func testAnObjectiveCLabelInATitleStyleIsAHeadingAndOneInTheBodyStyleIsNot() {
        let header = """
            @interface SummaryViewController : UIViewController
            @end
            @interface PlainViewController : UIViewController
            @end
            """
        let implementation = """
            @implementation SummaryViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UILabel *heading = [[UILabel alloc] init];
                heading.font = [UIFont preferredFontForTextStyle:UIFontTextStyleTitle2];
                self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemDone target:self action:@selector(close)];
            }
            - (void)close { [self dismissViewControllerAnimated:YES completion:nil]; }
            @end
            @implementation PlainViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UILabel *message = [[UILabel alloc] init];
                message.font = [UIFont preferredFontForTextStyle:UIFontTextStyleBody];
                self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemDone target:self action:@selector(close)];
            }
            - (void)close { [self dismissViewControllerAnimated:YES completion:nil]; }
            @end
            @implementation HomeViewController
            - (void)open {
                [self presentViewController:[[UINavigationController alloc] initWithRootViewController:[SummaryViewController new]] animated:YES completion:nil];
            }
            - (void)openPlain {
                [self presentViewController:[[UINavigationController alloc] initWithRootViewController:[PlainViewController new]] animated:YES completion:nil];
            }
            @end
            """
        let result = TestApp.lint([("SummaryViewController.h", header), ("SummaryViewController.m", implementation)])
        XCTAssertEqual(result.diagnostics.filter { $0.ruleID == "modal-title" }.map { String($0.message.prefix { $0 != " " }) },
                       ["'PlainViewController'"])
    }
}

/// A label the app makes through its own method is set in the font that method is handed:
/// `[UILabel labelWithFont:[UIFont systemFontOfSize:30] textColor:c]`, whose body sets
/// `label.font = font`, is a large label, and given the app's words (a literal, or either of
/// two literals a condition picks) it heads the screen. Near miss: the same maker handed the
/// body's size makes no heading.
final class LabelMakerFontTests: XCTestCase {
    func testALabelMadeByTheAppsMethodHasTheFontItIsHanded() {
        let header = """
            @interface SignUpViewController : UIViewController
            @end
            @interface NoteViewController : UIViewController
            @end
            @interface UILabel (Making)
            + (instancetype)labelWithFont:(UIFont *)font textColor:(UIColor *)textColor;
            @end
            """
        func screen(_ name: String, size: Int) -> String {
            """
            @implementation \(name)
            - (void)viewDidLoad {
                [super viewDidLoad];
                UILabel *heading = [UILabel labelWithFont:[UIFont systemFontOfSize:\(size)] textColor:[UIColor darkTextColor]];
                heading.text = self.step > 0 ? @"Set a password" : @"Sign up";
                [self.view addSubview:heading];
                self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemCancel target:self action:@selector(close)];
            }
            - (void)close { [self dismissViewControllerAnimated:YES completion:nil]; }
            @end
            """
        }
        let implementation = """
            @implementation UILabel (Making)
            + (instancetype)labelWithFont:(UIFont *)font textColor:(UIColor *)textColor {
                UILabel *label = [self new];
                label.font = font;
                label.textColor = textColor;
                return label;
            }
            @end
            \(screen("SignUpViewController", size: 30))
            \(screen("NoteViewController", size: 15))
            @implementation HomeViewController
            - (void)signUp {
                [self presentViewController:[[UINavigationController alloc] initWithRootViewController:[SignUpViewController new]] animated:YES completion:nil];
            }
            - (void)note {
                [self presentViewController:[[UINavigationController alloc] initWithRootViewController:[NoteViewController new]] animated:YES completion:nil];
            }
            @end
            """
        let result = TestApp.lint([("SignUpViewController.h", header), ("SignUpViewController.m", implementation)])
        XCTAssertEqual(result.diagnostics.filter { $0.ruleID == "modal-title" }.map { String($0.message.prefix { $0 != " " }) },
                       ["'NoteViewController'"])
    }
}
