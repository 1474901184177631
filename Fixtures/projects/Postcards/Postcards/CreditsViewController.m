#import "CreditsViewController.h"

// Credits, in Objective-C: Done closes it; Licences asks which with an action sheet that
// has no Cancel (action-sheet-cancel).
@implementation CreditsViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Credits";
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemDone target:self action:@selector(done:)];
}

- (void)done:(id)sender {
    [self dismissViewControllerAnimated:YES completion:nil];
}

- (void)showLicences {
    UIAlertController *sheet = [UIAlertController alertControllerWithTitle:@"Licences" message:nil preferredStyle:UIAlertControllerStyleActionSheet];
    [sheet addAction:[UIAlertAction actionWithTitle:@"Fonts" style:UIAlertActionStyleDefault handler:nil]];
    [sheet addAction:[UIAlertAction actionWithTitle:@"Images" style:UIAlertActionStyleDefault handler:nil]];
    [self presentViewController:sheet animated:YES completion:nil];
}

- (void)showThanks {
    UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Thanks" message:@"To everyone who sent one." preferredStyle:UIAlertControllerStyleAlert];
    UIAlertAction *ok = [UIAlertAction actionWithTitle:@"OK" style:UIAlertActionStyleCancel handler:nil];
    [alert addAction:ok];
    [self presentViewController:alert animated:YES completion:nil];
}

- (void)showPreview {
    PreviewViewController *preview = [[PreviewViewController alloc] init];
    preview.modalTransitionStyle = UIModalTransitionStyleCrossDissolve;
    [self.navigationController pushViewController:[[FiltersViewController alloc] init] animated:YES];
    [self presentViewController:preview animated:YES completion:nil];
}

@end
