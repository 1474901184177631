#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// Help draws its own heading in the page it shows: its missing navigation title is
/// reported at this `@interface`, and the comment on its `@implementation` silences it.
@interface HelpViewController : UIViewController

@end

NS_ASSUME_NONNULL_END
