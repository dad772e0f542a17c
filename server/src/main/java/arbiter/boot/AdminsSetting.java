package arbiter.boot;

import arbiter.account.Accounts;
import arbiter.account.AdminGrants;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The {@code admins=} setting read against the accounts (issue 33): each name is admin as the
 * account it was when the server first made it admin, so whoever registers the name after that
 * account was removed is not admin after a restart either. {@code NAME#ID} makes the account of
 * that id admin, replacing the name's earlier grant: how an operator gives the role to the new
 * account on purpose. A name that is no admin is said in one warning line.
 */
final class AdminsSetting {

  private AdminsSetting() {}

  /**
   * The admins among {@code setting}'s comma-separated entries; grants each name that has none
   * yet (or is pinned to its id) to the account it has now.
   *
   * @param warn takes a line for each entry that is no admin
   */
  static Set<String> admins(String setting, Accounts accounts, AdminGrants grants,
      Consumer<String> warn) {
    Set<String> admins = new LinkedHashSet<>();
    for (String entry : setting.split(",")) {
      String admin = entry.strip();
      if (admin.isEmpty()) {
        continue;
      }
      int hash = admin.indexOf('#');
      String name = hash < 0 ? admin : admin.substring(0, hash);
      long pinned = hash < 0 ? 0 : pinnedId(admin.substring(hash + 1));
      long id = accounts.id(name);
      if (hash >= 0 && pinned == 0) {
        warn.accept("admins: " + admin + " is neither NAME nor NAME#ID; it is no admin");
      } else if (id == 0) {
        // a name nobody registered would go to whoever registers it first
        warn.accept("admins: no account is named " + name
            + "; it is no admin (register it, then restart)");
      } else if (pinned != 0 && pinned != id) {
        warn.accept("admins: " + name + " is account #" + id + ", not #" + pinned
            + "; it is no admin");
      } else {
        long granted = grants.grantedTo(name);
        if (pinned == 0 && granted != 0 && granted != id) {
          warn.accept("admins: " + name + " is account #" + id + " now, not #" + granted
              + " that was made admin (since removed); it is no admin (admins=" + name + "#"
              + id + " makes the new account admin)");
          continue;
        }
        if (granted != id) {
          grants.grant(name, id);
        }
        admins.add(name);
      }
    }
    return admins;
  }

  private static long pinnedId(String digits) {
    try {
      return Long.parseLong(digits);
    } catch (NumberFormatException e) {
      return 0; // said as neither NAME nor NAME#ID
    }
  }
}
