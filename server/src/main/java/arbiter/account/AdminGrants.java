package arbiter.account;

/**
 * The account each {@code admins=} name was when it was first made admin: a later account of the
 * same name is not admin. Calls may block (JDBC).
 */
public interface AdminGrants {

  /** The id of the account {@code name} was made admin as, or 0 when it never was. */
  long grantedTo(String name);

  /** Records that {@code name} is admin as account {@code accountId}, replacing an earlier grant. */
  void grant(String name, long accountId);
}
