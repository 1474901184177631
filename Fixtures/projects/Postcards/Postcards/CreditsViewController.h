#import <UIKit/UIKit.h>

@interface CreditsViewController : UIViewController
@end
