// What other modules may use of users; everything else in this folder is its own.
export {
  addMember,
  bumpTokenVersion,
  findCompany,
  findUserByEmail,
  findUserById,
  findUserByIdentifier,
  insertUser,
  isMember,
  type UserRow,
  updateUser,
} from './users.repository.ts';
export { UsersService } from './users.service.ts';
