#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface AboutViewController : UIViewController

- (IBAction)close:(id)sender;

@end

NS_ASSUME_NONNULL_END
